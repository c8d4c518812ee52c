import ShopOutlined from '@ant-design/icons/ShopOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COUNTRIES } from '../../../../../contract/countries';
import { errorText } from '../../../../../contract/errors';
import { shopStatusOf } from '../../../../../contract/expiry';
import { type TShopInfo, ZShopUpdateInput } from '../../../../../contract/shop';
import { expireDateText } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ImageUpload } from '../../../lib/image-upload';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { isRouteAvailable } from '../../../lib/route.registry';
import { RpcError } from '../../../lib/rpc.client';
import { useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import { useShopQuery, useShopTypes, useUpdateShop } from '../api';
import {
  contractRules,
  EXPIRY_TAG_COLORS,
  SHOP_FORM_FIELDS,
  SHOP_IMAGE_MAX_MB,
  STATUS_TAG_COLORS,
  shopPageExpiry,
  type TShopFormValues,
  timeZoneOptions,
  toShopFormValues,
  toShopUpdate,
} from '../shop.form';
import '../shop.css';

const SMS_PATH = '/frame/chooseMarketing/paySmsDetail';
const RENEW_PATH = '/frame/payDetail';
const FORM_FIELDS = new Set<string>(SHOP_FORM_FIELDS);

const knownTimeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return COUNTRIES.map((country) => country.timeZone);
  }
};

/**
 * Shop information (SPEC §2.17): the logo and background, the shop's details and contact, its plan status, expiry
 * and remaining SMS, saved with shop/update. The route does not require login (SPEC §2.2): a visitor is asked to
 * log in, since everything here belongs to a shop.
 */
export function ShopInfoPage() {
  const token = useSession((state) => state.token);
  return isLoggedInToken(token) ? <ShopInfoForm /> : <ShopInfoVisitor />;
}

function ShopInfoVisitor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="shop-visitor">
      <ShopOutlined className="shop-visitor__icon" aria-hidden />
      <p>{t('shop.info.loginNeeded')}</p>
      <Button type="primary" onClick={() => navigate('/login')}>
        {t('header.login')}
      </Button>
    </section>
  );
}

function ShopInfoForm() {
  const { t } = useTranslation();
  const shopQuery = useShopQuery(true);
  const shop = shopQuery.data;

  if (!shop) {
    if (shopQuery.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('shop.info.loadFailed')}
          action={
            <Button size="small" onClick={() => shopQuery.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  return <ShopForm shop={shop} onReload={async () => (await shopQuery.refetch()).data} />;
}

function ShopForm({ shop, onReload }: { shop: TShopInfo; onReload: () => Promise<TShopInfo | undefined> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const [form] = Form.useForm<TShopFormValues>();
  const update = useUpdateShop();
  const shopTypes = useShopTypes(true);
  const versionRef = useRef(shop.version);
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const initialValues = useRef(toShopFormValues(shop)).current;
  const now = Date.now();
  const expiry = shopPageExpiry(shop, now);
  const status = shopStatusOf(shop, now);
  const span = isPhone ? 24 : 12;

  const rules = contractRules(ZShopUpdateInput.shape, language);

  const typeOptions = useMemo(() => {
    const list = shopTypes.data?.list ?? [];
    const options = list.map((type) => ({ value: type.id, label: type.name }));
    return options.some((option) => option.value === shop.shopType)
      ? options
      : [...options, { value: shop.shopType, label: shop.shopTypeName }];
  }, [shopTypes.data, shop.shopType, shop.shopTypeName]);

  const zoneOptions = useMemo(
    () => timeZoneOptions(shop.timeZone, knownTimeZones()).map((zone) => ({ value: zone, label: zone })),
    [shop.timeZone],
  );

  const handleError = async (error: unknown) => {
    const text = error instanceof Error ? error.message : errorText('GENERIC', language);
    if (error instanceof RpcError && error.field && FORM_FIELDS.has(error.field)) {
      form.setFields([{ name: error.field as keyof TShopFormValues, errors: [text] }]);
      return;
    }
    notify.error(text);
    if (error instanceof RpcError && error.errorKey === 'CONFLICT') {
      // Someone saved the shop meanwhile: show what is stored now, then the user edits that.
      const fresh = await onReload();
      if (!fresh) return;
      versionRef.current = fresh.version;
      form.setFieldsValue(toShopFormValues(fresh));
    }
  };

  const handleFinish = async (values: TShopFormValues) => {
    const body = toShopUpdate(shop, values, versionRef.current);
    try {
      const saved = await update.mutateAsync({ ...body, nonce: nonceKeeper.nonceFor(body) });
      nonceKeeper.finish();
      versionRef.current = saved.version;
      form.setFieldsValue(toShopFormValues(saved));
    } catch (error) {
      await handleError(error);
    }
  };

  const link = (path: string, labelKey: string) =>
    isRouteAvailable(path) ? (
      <Button size="small" type="link" onClick={() => navigate(path)}>
        {t(labelKey)}
      </Button>
    ) : null;

  const item = (node: ReactNode, wide = false) => <Col span={wide ? 24 : span}>{node}</Col>;

  return (
    <Form<TShopFormValues>
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={initialValues}
      onFinish={handleFinish}
      className="shop-info"
      requiredMark
    >
      <section className="shop-info__section" aria-labelledby="shop-info-plan">
        <h2 id="shop-info-plan" className="shop-info__heading">
          {t('shop.info.planSection')}
        </h2>
        <Row gutter={24}>
          {item(
            <Form.Item label={t('shop.info.status')}>
              <Tag color={STATUS_TAG_COLORS[status]} data-testid="shop-status">
                {t(`shop.status.${status}`)}
              </Tag>
              <span className="shop-info__plan">{t(`plan.${shop.goodsType}`)}</span>
            </Form.Item>,
          )}
          {item(
            <Form.Item label={t('shop.info.expireTime')}>
              <span className="shop-info__tag-row">
                {expiry ? (
                  <Tag color={EXPIRY_TAG_COLORS[expiry.level]} data-testid="shop-expiry" data-level={expiry.level}>
                    {expireDateText(expiry.date, language)}
                  </Tag>
                ) : (
                  <Tag data-testid="shop-expiry">{t('shop.info.noExpiry')}</Tag>
                )}
                {link(RENEW_PATH, 'shop.info.goRenew')}
              </span>
            </Form.Item>,
          )}
          {item(
            <Form.Item
              name="msgNums"
              label={t('shop.info.msgNums')}
              required={false}
              rules={[{ required: true, message: errorText('MSG_NUMS_REQUIRED', language) }]}
            >
              <SmsCount action={link(SMS_PATH, 'shop.info.goBuy')} />
            </Form.Item>,
          )}
        </Row>
      </section>

      <section className="shop-info__section" aria-labelledby="shop-info-images">
        <h2 id="shop-info-images" className="shop-info__heading">
          {t('shop.info.imagesSection')}
        </h2>
        <Row gutter={24}>
          {item(
            <Form.Item
              name="logo"
              label={t('shop.info.logo')}
              extra={t('shop.info.imageHint', { n: SHOP_IMAGE_MAX_MB })}
            >
              <ImageUpload maxCount={1} maxMb={SHOP_IMAGE_MAX_MB} label={t('shop.info.uploadLogo')} />
            </Form.Item>,
          )}
          {item(
            <Form.Item
              name="bgImg"
              label={t('shop.info.bgImg')}
              extra={t('shop.info.imageHint', { n: SHOP_IMAGE_MAX_MB })}
            >
              <ImageUpload maxCount={1} maxMb={SHOP_IMAGE_MAX_MB} label={t('shop.info.uploadBgImg')} />
            </Form.Item>,
          )}
        </Row>
      </section>

      <section className="shop-info__section" aria-labelledby="shop-info-details">
        <h2 id="shop-info-details" className="shop-info__heading">
          {t('shop.info.detailsSection')}
        </h2>
        <Row gutter={24}>
          {item(
            <Form.Item
              name="shopName"
              label={t('shop.info.shopName')}
              rules={[rules.required('SHOP_NAME_REQUIRED'), rules.field('shopName')]}
            >
              <Input maxLength={100} autoComplete="organization" />
            </Form.Item>,
          )}
          {item(
            <Form.Item label={t('shop.info.shopId')} htmlFor="shop-id">
              <Input id="shop-id" value={String(shop.id)} disabled />
            </Form.Item>,
          )}
          {item(
            <Form.Item
              name="shopType"
              label={t('shop.info.shopType')}
              required={false}
              rules={[{ required: true, message: errorText('SHOP_TYPE_REQUIRED', language) }]}
            >
              <Select options={typeOptions} disabled />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="timeZone" label={t('shop.info.timeZone')} rules={[rules.field('timeZone')]}>
              <Select options={zoneOptions} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>,
          )}
          {item(
            <Form.Item label={t('shop.info.country')} htmlFor="shop-country">
              <Input id="shop-country" value={t(`country.${shop.country}`, { defaultValue: shop.country })} disabled />
            </Form.Item>,
          )}
          {item(
            <Form.Item label={t('shop.info.areaCode')} htmlFor="shop-area-code">
              <Input id="shop-area-code" value={shop.areaCode} disabled />
            </Form.Item>,
          )}
          {item(
            <Form.Item
              name="area"
              label={t('shop.info.area')}
              rules={[rules.required('AREA_REQUIRED'), rules.field('area')]}
            >
              <Input maxLength={100} />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="region" label={t('shop.info.region')} rules={[rules.field('region')]}>
              <Input maxLength={100} />
            </Form.Item>,
          )}
          {item(
            <Form.Item
              name="address"
              label={t('shop.info.address')}
              rules={[rules.required('ADDRESS_REQUIRED'), rules.field('address')]}
            >
              <Input maxLength={200} autoComplete="street-address" />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="postCode" label={t('shop.info.postCode')} rules={[rules.field('postCode')]}>
              <Input maxLength={20} autoComplete="postal-code" />
            </Form.Item>,
          )}
          {shop.cashDeviceFlag === 1
            ? item(
                <Form.Item
                  name="cashDeviceIp"
                  label={t('shop.info.cashDeviceIp')}
                  rules={[rules.field('cashDeviceIp')]}
                >
                  <Input maxLength={100} inputMode="url" />
                </Form.Item>,
              )
            : null}
        </Row>
      </section>

      <section className="shop-info__section" aria-labelledby="shop-info-contact">
        <h2 id="shop-info-contact" className="shop-info__heading">
          {t('shop.info.contactSection')}
        </h2>
        <Row gutter={24}>
          {item(
            <Form.Item name="contactUser" label={t('shop.info.contactUser')} rules={[rules.field('contactUser')]}>
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="contactTel" label={t('shop.info.contactTel')} rules={[rules.field('contactTel')]}>
              <Input maxLength={20} inputMode="tel" autoComplete="tel" />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="email" label={t('shop.info.email')} rules={[rules.field('email')]}>
              <Input maxLength={100} inputMode="email" autoComplete="email" />
            </Form.Item>,
          )}
          {item(
            <Form.Item name="remark" label={t('shop.info.remark')} rules={[rules.field('remark')]}>
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>,
            true,
          )}
          {item(
            <Form.Item
              name="receiptNote"
              label={t('shop.info.receiptNote')}
              extra={t('shop.info.receiptNoteHint')}
              rules={[rules.field('receiptNote')]}
            >
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>,
            true,
          )}
        </Row>
      </section>

      <div className="shop-info__actions">
        <Button type="primary" htmlType="submit" loading={update.isPending} block={isPhone}>
          {t('shop.info.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** The remaining SMS as a tag (SPEC §2.17), with 'go buy' beside it. */
function SmsCount({ value, action }: { value?: number; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className="shop-info__tag-row">
      <Tag color={value && value > 0 ? 'green' : 'error'} data-testid="shop-msg-nums">
        {t('shop.info.smsCount', { count: value ?? 0 })}
      </Tag>
      {action}
    </span>
  );
}
