import essential from './en-US/essential';
import app from './en-US/app';
import common from './en-US/common';
import menu from './en-US/menu';
import errors from './en-US/errors';
import component from './en-US/component';
import login from './en-US/login';
import home from './en-US/home';
import content from './en-US/content';
import news from './en-US/news';
import notices from './en-US/notices';
import feedback from './en-US/feedback';
import community from './en-US/community';
import points from './en-US/points';
import nftAirdrops from './en-US/nftAirdrops';
import statistics from './en-US/statistics';
import statisticsPositions from './en-US/statisticsPositions';
import overview from './en-US/overview';
import permissions from './en-US/permissions';
import selfCustody from './en-US/selfCustody';
import crsm from './en-US/crsm';
import hedgingStrategies from './en-US/hedgingStrategies';

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
