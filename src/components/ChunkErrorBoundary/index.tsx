import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { FormattedMessage } from '@/locales/intl';
import { Button } from 'antd';
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

// Plain markup rather than antd's Result: this screen is in the entry script, which the sign-in page loads too.
const ErrorFallback: React.FC<{ chunkFailed: boolean; onReload: () => void }> = ({ chunkFailed, onReload }) => (
  <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
    {chunkFailed ? (
      <WarningFilled style={{ fontSize: 72, color: '#faad14' }} />
    ) : (
      <CloseCircleFilled style={{ fontSize: 72, color: '#ff4d4f' }} />
    )}
    <h2 style={{ margin: '24px 0 8px', fontSize: 24, fontWeight: 400, color: 'rgba(0, 0, 0, 0.88)' }}>
      <FormattedMessage id={chunkFailed ? 'app.chunkError.title' : 'common.error.generic'} />
    </h2>
    <p style={{ margin: '0 0 24px', color: 'rgba(0, 0, 0, 0.55)' }}>
      <FormattedMessage id={chunkFailed ? 'app.chunkError.description' : 'app.error.description'} />
    </p>
    <Button type="primary" onClick={onReload}>
      <FormattedMessage id="common.action.reload" />
    </Button>
  </div>
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
