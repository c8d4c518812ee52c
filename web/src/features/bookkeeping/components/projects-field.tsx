import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';

export type TProjectOption = { id: number; name: string; unitPrice: number };

type TProps = {
  projects: TProjectOption[];
  /** Names and prices of chosen projects that are not in the list any more (an appointment's deleted project). */
  nameOf: (productId: number) => string;
  priceOf: (productId: number) => number;
  value: number[];
  /** Asked for every pick, also of a project already chosen: the form refuses that one with its message. */
  onAdd: (productId: number) => void;
  onRemove: (productId: number) => void;
  error: string | undefined;
  isLoading: boolean;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

/**
 * The projects sold (SPEC §2.9): picked one at a time from the shop's projects and listed below with their prices;
 * picking one already on the bill is refused ('This product has already been selected!').
 */
export function ProjectsField(props: TProps) {
  const { projects, nameOf, priceOf, value, onAdd, onRemove, error, isLoading, money, isDisabled } = props;
  const { t } = useTranslation();
  const chosen = new Set(value);
  return (
    <Form.Item
      label={t('bookkeeping.projects.add')}
      htmlFor="bk-projects"
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Select<number | null>
        id="bk-projects"
        value={null}
        onChange={(productId) => {
          if (productId !== null) onAdd(productId);
        }}
        options={projects.map((project) => ({
          value: project.id,
          title: project.name,
          label: (
            <span className="bk-option">
              {chosen.has(project.id) ? <CheckOutlined aria-hidden className="bk-option__check" /> : null}
              {project.name}
              <span className="bk-muted"> · {money(project.unitPrice)}</span>
            </span>
          ),
        }))}
        showSearch={{ optionFilterProp: 'title' }}
        loading={isLoading}
        disabled={isDisabled}
        placeholder={t('bookkeeping.projects.placeholder')}
        style={{ width: '100%' }}
      />
      <ul className="bk-projects" aria-label={t('bookkeeping.projects.chosen')}>
        {value.length === 0 ? <li className="bk-muted">{t('bookkeeping.projects.none')}</li> : null}
        {value.map((productId) => (
          <li key={productId}>
            <span className="bk-project">
              {nameOf(productId)} · {money(priceOf(productId))}
              {isDisabled ? null : (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('bookkeeping.projects.remove', { name: nameOf(productId) })}
                  title={t('bookkeeping.projects.remove', { name: nameOf(productId) })}
                  onClick={() => onRemove(productId)}
                />
              )}
            </span>
          </li>
        ))}
      </ul>
    </Form.Item>
  );
}
