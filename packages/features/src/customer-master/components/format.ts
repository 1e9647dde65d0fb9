import { format } from 'date-fns';

/** Date display of the customer master (§9): 'd MMM yyyy hh:mm a'. */
export const CM_DATE_FORMAT = 'd MMM yyyy hh:mm a';
export const formatCmDate = (iso: string | null | undefined) => (iso ? format(new Date(iso), CM_DATE_FORMAT) : '-');

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
