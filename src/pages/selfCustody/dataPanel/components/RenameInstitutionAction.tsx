import { ProFormText } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Alert } from 'antd';
import React, { useState } from 'react';
import FormModal from '@/components/FormModal';
import RowAction from '@/components/RowAction';
import { useFormSave } from '@/hooks/useFormSave';
import { renameInstitution } from '@/services/selfCustody';
import { useSingleLineNameRule } from '@/utils/singleLineName';

interface RenameInstitutionActionProps {
  institution: { institutionId: number; name: string };
  onRenamed: () => void;
}

/** An institution row's Rename, with its form: from now on; deposits and withdrawals already recorded keep the name they had. */
const RenameInstitutionAction: React.FC<RenameInstitutionActionProps> = ({ institution, onRenamed }) => {
  const intl = useIntl();
  const nameRule = useSingleLineNameRule();
  const [open, setOpen] = useState(false);
  const save = useFormSave(onRenamed);
  const t = useMessages('pages.selfCustody.dataPanel.rename');

  return (
    <>
      <RowAction onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'pages.selfCustody.dataPanel.rename' })}
      </RowAction>
      <FormModal<{ name: string }>
        name="renameInstitution"
        title={t('title', { name: institution.name })}
        open={open}
        onOpenChange={setOpen}
        width={480}
        initialValues={{ name: institution.name }}
        onFinish={({ name }) => save(() => renameInstitution(institution.institutionId, name.trim()))}
      >
        <Alert type="info" showIcon message={t('note')} style={{ marginBottom: 16 }} />
        <ProFormText
          name="name"
          label={t('name')}
          fieldProps={{ autoComplete: 'off' }}
          rules={[
            { required: true, whitespace: true, message: t('name.required') },
            { max: 100, message: t('name.tooLong') },
            nameRule,
          ]}
        />
      </FormModal>
    </>
  );
};

export default RenameInstitutionAction;
