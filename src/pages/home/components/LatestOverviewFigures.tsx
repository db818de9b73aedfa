import { useRequest } from 'ahooks';
import React from 'react';
import LoadFailed from '@/components/LoadFailed';
import OverviewFigures from '@/components/OverviewFigures';
import { getLatestOverviewFigures } from '@/services/overview';

/** The latest overview figures, linked to the Data Overview; Home shows them only to holders of the overview code. */
const LatestOverviewFigures: React.FC = () => {
  const { data, error, refresh } = useRequest(getLatestOverviewFigures);
  if (error) return <LoadFailed onRetry={refresh} />;
  return <OverviewFigures figures={data?.data} linkToOverview />;
};

export default LatestOverviewFigures;
