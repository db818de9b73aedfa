import essential from './zh-CN/essential';
import app from './zh-CN/app';
import common from './zh-CN/common';
import menu from './zh-CN/menu';
import errors from './zh-CN/errors';
import component from './zh-CN/component';
import login from './zh-CN/login';
import home from './zh-CN/home';
import content from './zh-CN/content';
import news from './zh-CN/news';
import notices from './zh-CN/notices';
import feedback from './zh-CN/feedback';
import community from './zh-CN/community';
import points from './zh-CN/points';
import nftAirdrops from './zh-CN/nftAirdrops';
import statistics from './zh-CN/statistics';
import statisticsPositions from './zh-CN/statisticsPositions';
import overview from './zh-CN/overview';
import permissions from './zh-CN/permissions';
import selfCustody from './zh-CN/selfCustody';
import crsm from './zh-CN/crsm';
import hedgingStrategies from './zh-CN/hedgingStrategies';

// One file per key prefix; essential.ts, the texts the entry script carries, repeats none of the others.
export default {
  ...essential,
  ...app,
  ...common,
  ...menu,
  ...errors,
  ...component,
  ...login,
  ...home,
  ...content,
  ...news,
  ...notices,
  ...feedback,
  ...community,
  ...points,
  ...nftAirdrops,
  ...statistics,
  ...statisticsPositions,
  ...overview,
  ...permissions,
  ...selfCustody,
  ...crsm,
  ...hedgingStrategies,
};
