import { useIntl } from '@/locales/intl';
import type { Rule } from 'antd/es/form';
import { singleLineNameProblem } from '../../contract/names';

/**
 * A form rule for a name a person gives (contract/names.ts, which the server applies too): one line
 * that draws something, said in the panel's language. An empty value is left to the `required` rule.
 */
export function useSingleLineNameRule(): Rule {
  const intl = useIntl();
  return {
    validator: async (_, value: unknown) => {
      const problem = typeof value === 'string' ? singleLineNameProblem(value.trim()) : null;
      if (problem) throw new Error(intl.formatMessage({ id: `common.validation.name.${problem}` }));
    },
  };
}
