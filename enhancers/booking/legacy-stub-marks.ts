// Which of Booked's window functions are our stand-ins (legacy-stubs.ts), and whether an at-rest part still wants
// them: read by legacy-globals.ts when it puts the page back, without importing the stand-ins' module (which loads it).
const stubs = new WeakSet<object>();
let users = 0;

export const markStub = (stub: object): void => void stubs.add(stub);

/** One more at-rest part wants the stand-ins; returns how many do now. */
export const addStubUser = (): number => ++users;

/** One fewer; returns how many still do. */
export const removeStubUser = (): number => --users;

/** A stand-in while some at-rest part still wants it (else restoring it would leave it behind). */
export const isStub = (value: unknown): boolean => typeof value === 'function' && stubs.has(value);
export const isLiveStub = (value: unknown): boolean => users > 0 && isStub(value);
