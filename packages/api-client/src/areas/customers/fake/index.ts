import { customerMasterImpl } from './customerMaster.ts';

/** The customers area in the fake: the customer master and its CSV uploads. */
export const customersFake = { ...customerMasterImpl };
