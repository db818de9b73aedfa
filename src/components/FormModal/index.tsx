import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';

/** Whether a form's modal is open, as its page holds it. */
interface FormModalState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What a page hands its create / edit form. */
export interface ItemFormProps extends FormModalState {
  onSaved: () => void;
}

/** The panel's modal form: its fields are dropped once it closes, so each opening starts from its initial values. */
function FormModal<Values>({ modalProps, ...props }: ModalFormProps<Values>) {
  return <ModalForm<Values> modalProps={{ destroyOnHidden: true, ...modalProps }} {...props} />;
}

export default FormModal;
