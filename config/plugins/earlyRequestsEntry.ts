// The head script's part of src/utils/earlyRequests.ts, bundled by config/plugins/hashRoutePreload.ts,
// which defines the build's messages files and public path.
import { type MessageFiles, preloadMessages, startEarlyRequests } from '../../src/utils/earlyRequests';

declare const PANEL_MESSAGE_FILES: MessageFiles;
declare const PANEL_PUBLIC_PATH: string;

startEarlyRequests();
preloadMessages(PANEL_MESSAGE_FILES, PANEL_PUBLIC_PATH);
