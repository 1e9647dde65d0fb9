import { DATE_FORMATS, formatShortDayMonthYearTime } from '@parley/ui';

/** Date display of the customer master (§9): 'd MMM yyyy hh:mm a'. */
export const CM_DATE_FORMAT = DATE_FORMATS.shortDayMonthYearTime;
export const formatCmDate = (iso: string | null | undefined) => formatShortDayMonthYearTime(iso, '-');

/** The routes of the area, relative to the host's mount point. */
export const cmPaths = {
  customers: '/customer-master/customers',
  customerCreate: '/customer-master/customers/create',
  customerView: (id: string) => `/customer-master/customers/view/${id}`,
  definitions: '/customer-master/definition',
  uploads: (segmentId?: string) => (segmentId ? `/customer-master/uploads/${segmentId}` : '/customer-master/uploads'),
  uploadFile: (segmentId: string) => `/customer-master/uploadfile/${segmentId}`,
  errors: (uploadId: string) => `/customer-master/error/${uploadId}`,
};
