import React, { memo, startTransition, useEffect, useState } from 'react';

/** Draws the form element it is given; the same element draws nothing again. */
const Form = memo(function Form({ form }: { form: React.ReactNode }) {
  return <>{form}</>;
});

/** Whether ProTable's search form element is told the table is loading (its Query button then spins). */
const isLoading = (form: React.ReactNode) =>
  React.isValidElement<{ loading?: boolean }>(form) && form.props.loading === true;

/**
 * A list's search form that follows the table's answers at a lower priority. ProTable hands its search
 * form the table's loading state, so each answer drew the whole form again (its fields, selects and
 * date pickers, a quarter of the table's components) in the same render as the rows. The start of
 * loading is shown at once, so the Query button spins as soon as a search is sent; anything else,
 * the end of loading included, reaches the form in a transition: the rows are drawn first and the form
 * a moment later, in a render of its own that yields to the browser.
 */
const DeferredSearchForm: React.FC<{ form: React.ReactNode }> = ({ form }) => {
  const [shown, setShown] = useState(form);
  const loading = isLoading(form);
  // Updating this component's own state while it renders draws it again at once, before any commit.
  if (loading && shown !== form) setShown(form);
  useEffect(() => {
    if (!loading && shown !== form) startTransition(() => setShown(form));
  }, [form, loading, shown]);
  return <Form form={shown} />;
};

/** For ProTable's `searchFormRender`. */
export const deferredSearchFormRender = (_: unknown, form: React.ReactNode) => <DeferredSearchForm form={form} />;
