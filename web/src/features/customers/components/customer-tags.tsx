import CrownOutlined from '@ant-design/icons/CrownOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '../../../../../contract/customers';

/** The member tag (with the card number) and the blacklist tag of a customer; nothing for a regular customer. */
export function CustomerTags({ customer, hasCardNo = true }: { customer: TCustomer; hasCardNo?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="customer-tags">
      {customer.vipFlag !== 0 ? (
        <Tag color="gold" icon={<CrownOutlined aria-hidden />}>
          {hasCardNo && customer.cardNo
            ? t('customers.tag.memberCard', { cardNo: customer.cardNo })
            : t('customers.tag.member')}
        </Tag>
      ) : null}
      {customer.status === 'blacklisted' ? (
        <Tag color="red" icon={<StopOutlined aria-hidden />}>
          {t('customers.tag.blacklisted')}
        </Tag>
      ) : null}
    </span>
  );
}
