// Stands in, in Umi's locale plugin, for the panel's message tables (see config/plugins/bundleSurgery.ts): the plugin imports
// every language's into the entry script; src/locales/load.ts loads the one shown instead.
export default {};
