// The boba game's descriptor for the shell (see rulesets.js for its fields). Not drawn
// in the browser yet: null keeps it off the landing page.
export const bobaRuleset = null;
