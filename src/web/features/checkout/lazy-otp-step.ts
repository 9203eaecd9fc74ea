import { lazy } from 'react';

// The code step shows only after the first submission (CHK-7): its code loads with that submission, not with
// the page (design §5 first-load budget).
export const loadOtpStep = () => import('~/web/components/form/otp-step');
export const OtpStep = lazy(() => loadOtpStep().then((m) => ({ default: m.OtpStep })));
