// Every page in Chinese: what tests/support/everyPage.ts checks.
import { describeEveryPage } from '../support/everyPage';

describeEveryPage('zh-CN');
