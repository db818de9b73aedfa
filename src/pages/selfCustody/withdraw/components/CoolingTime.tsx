import { useIntl } from '@/locales/intl';
import { Space, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { DateTime } from '@/components/DateTime';
import { formatCountdown, secondsUntil } from '@/utils/countdown';

/** The whole seconds left until `endsAt`, ticking every second until it reaches zero. */
export function useSecondsLeft(endsAt: string): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(endsAt, Date.now()));
  useEffect(() => {
    setSecondsLeft(secondsUntil(endsAt, Date.now()));
    const timer = window.setInterval(() => {
      const left = secondsUntil(endsAt, Date.now());
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return secondsLeft;
}

/** "2d 03:04:05 left" or "Cooling over", in the interface language. */
export const CoolingCountdown: React.FC<{ secondsLeft: number }> = ({ secondsLeft }) => {
  const intl = useIntl();
  if (secondsLeft === 0)
    return (
      <Typography.Text type="success">
        {intl.formatMessage({ id: 'pages.selfCustody.withdraw.coolingOver' })}
      </Typography.Text>
    );
  const { days, clock } = formatCountdown(secondsLeft);
  return (
    <Typography.Text type="warning" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {intl.formatMessage(
        { id: days ? 'pages.selfCustody.withdraw.coolingLeftDays' : 'pages.selfCustody.withdraw.coolingLeft' },
        { days, clock },
      )}
    </Typography.Text>
  );
};

/** The end of the cooling time, with the time left counting down live while the withdrawal still waits on it. */
const CoolingTime: React.FC<{ endsAt: string; counting: boolean }> = ({ endsAt, counting }) => {
  const secondsLeft = useSecondsLeft(endsAt);
  return (
    // The end and the time left each on one line, never cut.
    <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
      <DateTime value={endsAt} />
      {counting && <CoolingCountdown secondsLeft={secondsLeft} />}
    </Space>
  );
};

export default CoolingTime;
