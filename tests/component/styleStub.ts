// CSS modules resolve to an empty class map in component tests.
export default {};
