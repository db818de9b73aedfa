// Stands in for the message tables of the languages the panel does not speak (see config/plugins/bundleSurgery.ts):
// ProComponents' provider imports all 33 of its languages, the panel shows two (src/locales).
export default {};
