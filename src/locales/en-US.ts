import app from './en-US/app';
import common from './en-US/common';
import community from './en-US/community';
import crsm from './en-US/crsm';
import errors from './en-US/errors';
import header from './en-US/header';
import login from './en-US/login';
import menu from './en-US/menu';
import pages from './en-US/pages';
import permissions from './en-US/permissions';
import content from './en-US/content';
import selfCustody from './en-US/selfCustody';

export default {
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
};
