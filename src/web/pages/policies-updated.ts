/** The date the policy pages were last revised; change it with their text. */
export const policiesUpdated = '22 November 2026';
