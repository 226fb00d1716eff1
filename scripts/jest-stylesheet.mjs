// What a stylesheet import is under Jest (jest.config.mjs): nothing; the browser build loads it.
export default {};
