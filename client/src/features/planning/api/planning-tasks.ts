/** Spec section 9's generated task texts. */
export const generatedTaskDescription = {
  addToToday: (goalTitle: string) => `Task for making progress on ${goalTitle}`,
  fromSuggestion: (goalTitle: string) => `Auto-generated task from planning for ${goalTitle}`,
};
