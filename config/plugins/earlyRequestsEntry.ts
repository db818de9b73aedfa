// The head script's part of src/utils/earlyRequests.ts, bundled by config/plugins/hashRoutePreload.ts.
import { startEarlyRequests } from '../../src/utils/earlyRequests';

startEarlyRequests();
