/** A failure whose message is meant for the user as is, e.g. a declined card's reason. */
export class FormFailure extends Error {}
