// The synchronous formatter lives in the lazily loaded mask runtime: import this module only from code
// that already runs with imask (tests, the runtime itself). Widgets display values with formatPhone.
export { maskValue } from './imaskRuntime.ts';
