import { useIntl } from '@/locales/intl';
import React from 'react';
import styles from '../index.less';

/** The sign-in page's card: the panel's name, what this step asks, and the step's form. */
const SignInCard: React.FC<{ subTitle: string; children: React.ReactNode }> = ({ subTitle, children }) => {
  const intl = useIntl();
  return (
    <main className={styles.card}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'app.title' })}</h1>
      <p className={styles.subTitle}>{subTitle}</p>
      {children}
    </main>
  );
};

export default SignInCard;
