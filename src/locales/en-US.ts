import app from './en-US/app';
import common from './en-US/common';
import essential from './en-US/essential';
import community from './en-US/community';
import crsm from './en-US/crsm';
import overview from './en-US/overview';
import statisticsTraffic from './en-US/statisticsTraffic';
import errors from './en-US/errors';
import header from './en-US/header';
import login from './en-US/login';
import menu from './en-US/menu';
import pages from './en-US/pages';
import permissions from './en-US/permissions';
import content from './en-US/content';
import selfCustody from './en-US/selfCustody';
import statisticsPositions from './en-US/statisticsPositions';
import hedgingStrategies from './en-US/hedgingStrategies';
import security from './en-US/security';

export default {
  ...essential,
  ...app,
  ...menu,
  ...common,
  ...errors,
  ...login,
  ...header,
  ...pages,
  ...permissions,
  ...community,
  ...content,
  ...selfCustody,
  ...crsm,
  ...statisticsPositions,
  ...hedgingStrategies,
  ...security,
  ...overview,
  ...statisticsTraffic,
};
