// @mp/shared/sign-up — the code step every sign-up ends with (customers in the shell's modal and on the register
// pages, partners, affiliates). Not a singleton: it is bundled into the builds that use it, so a remote that ships it
// never waits for a newer shell (tools/mf-build SHARED_SUBPATHS).
export { SignupCode, RESEND_COOLDOWN_S, type SignupCodeProps } from './signup-code';
