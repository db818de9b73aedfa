import { FormattedMessage } from '@umijs/max';
import { Button, Result } from 'antd';
import React from 'react';
import { isChunkLoadError } from '@/utils/chunkError';

interface ChunkErrorBoundaryProps {
  children?: React.ReactNode;
  onReload?: () => void;
}

interface ChunkErrorBoundaryState {
  failed: boolean;
  chunkFailed: boolean;
  /** Where it failed: moving elsewhere (a menu click inside the layout) gives the next page its chance. */
  failedAt?: string;
}

function reloadPage() {
  window.location.reload();
}

const ErrorFallback: React.FC<{ chunkFailed: boolean; onReload: () => void }> = ({ chunkFailed, onReload }) => (
  <Result
    status={chunkFailed ? 'warning' : 'error'}
    title={<FormattedMessage id={chunkFailed ? 'app.chunkError.title' : 'common.error.generic'} />}
    subTitle={<FormattedMessage id={chunkFailed ? 'app.chunkError.description' : 'app.error.description'} />}
    extra={
      <Button type="primary" onClick={onReload}>
        <FormattedMessage id="common.action.reload" />
      </Button>
    }
  />
);

/** A page chunk that failed to download (a deploy replaced it, the network dropped) asks for a reload instead of a blank page. */
export default class ChunkErrorBoundary extends React.Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  state: ChunkErrorBoundaryState = { failed: false, chunkFailed: false };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { failed: true, chunkFailed: isChunkLoadError(error), failedAt: window.location.href };
  }

  componentDidUpdate() {
    if (this.state.failed && this.state.failedAt !== window.location.href) {
      this.setState({ failed: false, chunkFailed: false, failedAt: undefined });
    }
  }

  render() {
    if (this.state.failed) {
      return <ErrorFallback chunkFailed={this.state.chunkFailed} onReload={this.props.onReload ?? reloadPage} />;
    }
    return this.props.children;
  }
}
