import app from './zh-CN/app';
import common from './zh-CN/common';
import essential from './zh-CN/essential';
import community from './zh-CN/community';
import crsm from './zh-CN/crsm';
import overview from './zh-CN/overview';
import statisticsTraffic from './zh-CN/statisticsTraffic';
import errors from './zh-CN/errors';
import header from './zh-CN/header';
import login from './zh-CN/login';
import menu from './zh-CN/menu';
import pages from './zh-CN/pages';
import permissions from './zh-CN/permissions';
import content from './zh-CN/content';
import selfCustody from './zh-CN/selfCustody';
import statisticsPositions from './zh-CN/statisticsPositions';
import hedgingStrategies from './zh-CN/hedgingStrategies';
import security from './zh-CN/security';

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
