import { useIntl } from '@/locales/intl';
import { Card, Col, Empty, Row, theme, Typography } from 'antd';
import React from 'react';
import { type AuditDiffEntry, diffAuditValues, jsonText } from '@/utils/auditDiff';

type Side = 'before' | 'after';

/** One side of the change, key by key, the changed keys highlighted. */
const ChangeSide: React.FC<{ side: Side; entries: AuditDiffEntry[] }> = ({ side, entries }) => {
  const intl = useIntl();
  const { token } = theme.useToken();
  const highlight = side === 'before' ? token.colorErrorBg : token.colorSuccessBg;
  return (
    <Card size="small" title={intl.formatMessage({ id: `pages.permissions.auditLog.changes.${side}` })}>
      <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {entries.map((entry) => {
          const present = side === 'before' ? entry.inBefore : entry.inAfter;
          return (
            <div
              key={entry.key}
              data-changed={entry.changed || undefined}
              style={entry.changed ? { background: highlight, fontWeight: 600 } : undefined}
            >
              {`${entry.key}: `}
              {present ? (
                jsonText(side === 'before' ? entry.before : entry.after)
              ) : (
                <span style={{ color: token.colorTextTertiary }}>
                  {intl.formatMessage({ id: 'pages.permissions.auditLog.changes.absent' })}
                </span>
              )}
            </div>
          );
        })}
      </pre>
    </Card>
  );
};

/** An audit row's before and after side by side. */
const AuditChanges: React.FC<{ before: unknown; after: unknown }> = ({ before, after }) => {
  const intl = useIntl();
  const { token } = theme.useToken();
  const entries = diffAuditValues(before, after);
  if (entries.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({ id: 'pages.permissions.auditLog.changes.none' })}
      />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginTop: token.margin }}>
        {intl.formatMessage({ id: 'pages.permissions.auditLog.changes.legend' })}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <ChangeSide side="before" entries={entries} />
        </Col>
        <Col span={12}>
          <ChangeSide side="after" entries={entries} />
        </Col>
      </Row>
    </>
  );
};

export default AuditChanges;
