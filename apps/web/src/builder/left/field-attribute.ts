/**
 * Names the resume field a form control edits (`email`, `summary`…), on the control or its
 * wrapper, so "Go to field" in the Check mode can find and focus it.
 */
export const fieldAttribute = "data-field";
