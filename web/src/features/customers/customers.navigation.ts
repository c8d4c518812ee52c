import { useLocation, useNavigate } from 'react-router';
import { storage } from '../../lib/storage.keys';

export const CUSTOMER_DETAIL_PATH = '/frame/chooseCustomerPage/customerDetail';

export const customerDetailPath = (id: number) => `${CUSTOMER_DETAIL_PATH}/${id}`;

/**
 * Opens a customer's detail from a list. SPEC §2.3: the detail's back button returns to the page remembered under
 * 'routerFrom', so the list being left is written there first.
 */
export function useOpenCustomer(): (id: number) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (id) => {
    storage.set('routerFrom', pathname);
    navigate(customerDetailPath(id));
  };
}
