import { InboxOutlined } from '@ant-design/icons';
import { useMessages } from '@/locales/intl';
import { Alert, App, Button, Modal, Space, Table, Tag, theme, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import React, { useState } from 'react';
import {
  confirmNftAirdropImport,
  type ImportPreview,
  type ImportRow,
  previewNftAirdropImport,
} from '@/services/nftAirdrops';

/** A chosen file's text, read as UTF-8 (FileReader: the one way every browser supports). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

interface ImportAirdropsModalProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/**
 * A CSV file goes to the server, which checks every row and answers a preview; nothing is imported
 * until "Confirm import", which the server refuses (importing nothing) while any row is bad.
 */
const ImportAirdropsModal: React.FC<ImportAirdropsModalProps> = ({ open, onClose, onImported }) => {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [preview, setPreview] = useState<ImportPreview>();
  const [busy, setBusy] = useState(false);
  const t = useMessages('pages.nftAirdrops');

  const close = () => {
    setPreview(undefined);
    onClose();
  };

  const check = async (file: File) => {
    setBusy(true);
    try {
      let content: string;
      try {
        content = await readText(file);
      } catch {
        message.error(t('import.readFailed'));
        return;
      }
      // A refusal of the whole file (no rows, missing columns) is shown by the request error handler.
      const response = await previewNftAirdropImport(file.name, content).catch(() => undefined);
      if (response) setPreview(response.data);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      await confirmNftAirdropImport(preview.id);
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    message.success(t('import.done', { rowCount: preview.rowCount }));
    setPreview(undefined);
    onImported();
    onClose();
  };

  const columns: ColumnsType<ImportRow> = [
    { title: t('import.line'), dataIndex: 'line', width: 64 },
    { title: t('address'), dataIndex: 'address', width: 200, ellipsis: { showTitle: true } },
    { title: t('berries'), dataIndex: 'berries' },
    { title: t('nftNumber'), dataIndex: 'nftNumber' },
    { title: t('nftLevel'), dataIndex: 'nftLevel' },
    { title: t('stage'), dataIndex: 'stage' },
    {
      title: t('import.problems'),
      key: 'errors',
      // Wide enough for two problems side by side; more wrap onto further lines inside the cell.
      width: 320,
      render: (_, row) =>
        row.errors.length ? (
          <Space size={[0, 4]} wrap>
            {row.errors.map((error) => (
              // A problem longer than the cell wraps inside its tag (whatever font the screen has).
              <Tag key={error} color="error" style={{ whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 }}>
                {t(`import.error.${error}`, { line: row.duplicateOfLine ?? '' })}
              </Tag>
            ))}
          </Space>
        ) : (
          <Tag color="success">{t('import.rowOk')}</Tag>
        ),
    },
  ];

  const clean = preview !== undefined && preview.errorCount === 0;

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={Math.min(1000, window.innerWidth)}
      onCancel={close}
      destroyOnHidden
      footer={
        preview
          ? [
              <Button key="again" onClick={() => setPreview(undefined)} disabled={busy}>
                {t('import.chooseAnother')}
              </Button>,
              <Button key="confirm" type="primary" disabled={!clean} loading={busy} onClick={confirm}>
                {t('import.confirm')}
              </Button>,
            ]
          : null
      }
    >
      {preview ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>
            {t('import.summary', {
              fileName: preview.fileName,
              rowCount: preview.rowCount,
              errorCount: preview.errorCount,
            })}
          </Typography.Text>
          <Alert
            type={clean ? 'success' : 'error'}
            showIcon
            message={clean ? t('import.ready', { rowCount: preview.rowCount }) : t('import.hasErrors')}
          />
          <Table<ImportRow>
            rowKey="line"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            // The columns fit the dialog at 1000 px; a narrower screen scrolls the table inside it.
            tableLayout="fixed"
            scroll={{ x: 900, y: 400 }}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            onRow={(row) => (row.errors.length ? { style: { background: token.colorErrorBg } } : {})}
          />
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
          <Upload.Dragger
            accept=".csv,text/csv"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              check(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drop')}</p>
          </Upload.Dragger>
        </Space>
      )}
    </Modal>
  );
};

export default ImportAirdropsModal;
