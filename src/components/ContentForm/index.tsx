import { ProFormRadio, ProFormText, ProFormTextArea, type ProFormProps } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import type React from 'react';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import type { Visibility } from '@/services/content';
import { httpUrlRule } from '@/utils/url';

interface ContentFormProps<Item extends { id: number }, Input> extends ItemFormProps {
  /** The form's name and its area's translation prefix (`pages.<area>.form.createTitle`). */
  area: 'news' | 'notices';
  /** The ModalForm's name (the fields' ids start with it). */
  name: string;
  width: number;
  /** The item to edit; none to create one. */
  item?: Item;
  /** The edited item's values in the form's fields. */
  initialValues: (item: Item) => Record<string, unknown>;
  dateFormatter?: ProFormProps['dateFormatter'];
  create: (input: Input & { status?: Visibility }) => Promise<unknown>;
  update: (id: number, input: Input) => Promise<unknown>;
  /** The item's own fields. */
  children: React.ReactNode;
}

/**
 * Creates a content item (shown or not shown from the start) or edits one; its visibility then
 * changes only by Show / Hide. News and notices differ only in their fields.
 */
function ContentForm<Item extends { id: number }, Input>({
  area,
  name,
  width,
  open,
  onOpenChange,
  item,
  initialValues,
  dateFormatter,
  create,
  update,
  onSaved,
  children,
}: ContentFormProps<Item, Input>) {
  const intl = useIntl();
  const save = useFormSave(onSaved);

  const submit = async ({ status, ...input }: Input & { status?: Visibility }) =>
    save(() => (item ? update(item.id, input as Input) : create({ ...(input as Input), status })));

  return (
    <FormModal<Input & { status?: Visibility }>
      name={name}
      title={intl.formatMessage({ id: `pages.${area}.form.${item ? 'editTitle' : 'createTitle'}` })}
      open={open}
      onOpenChange={onOpenChange}
      width={width}
      initialValues={item ? initialValues(item) : { status: 'shown' }}
      dateFormatter={dateFormatter}
      onFinish={submit}
    >
      {children}
      {!item && (
        <ProFormRadio.Group
          name="status"
          label={intl.formatMessage({ id: 'pages.content.status' })}
          options={[
            { label: intl.formatMessage({ id: 'pages.content.status.shown' }), value: 'shown' },
            { label: intl.formatMessage({ id: 'pages.content.status.hidden' }), value: 'hidden' },
          ]}
        />
      )}
    </FormModal>
  );
}

interface FieldProps {
  name: string;
  label: string;
  /** Said when the field is left blank. */
  requiredMessage: string;
}

/** A required http(s) address. */
export function AddressField({ name, label, requiredMessage }: FieldProps) {
  const intl = useIntl();
  return (
    <ProFormText
      name={name}
      label={label}
      placeholder="https://"
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        httpUrlRule(intl.formatMessage({ id: 'common.validation.httpUrl' })),
      ]}
    />
  );
}

/** A required text of a few lines, up to `maxLength` characters. */
export function TextField({ name, label, requiredMessage, maxLength }: FieldProps & { maxLength: number }) {
  return (
    <ProFormTextArea
      name={name}
      label={label}
      fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength }}
      rules={[{ required: true, whitespace: true, message: requiredMessage }]}
    />
  );
}

export default ContentForm;
