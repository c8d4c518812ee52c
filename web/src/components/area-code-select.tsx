import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../../contract/countries';

const AREA_CODES = [...new Set(COUNTRIES.map((country) => country.areaCode))];

/** The area codes of the sign-up countries (contract/countries.ts). */
export function AreaCodeSelect({
  value,
  onChange,
  size = 'large',
}: {
  value?: string;
  onChange?: (value: string) => void;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('login.areaCode')}
      value={value}
      onChange={onChange}
      size={size}
      popupMatchSelectWidth={false}
      style={{ width: 96 }}
      options={AREA_CODES.map((code) => ({ value: code, label: code }))}
    />
  );
}
