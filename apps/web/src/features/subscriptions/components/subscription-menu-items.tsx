import { Menu } from '@mantine/core';
import { IconEye, IconEyeOff, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stopEmulating } from '../../../lib/emulation';
import { useManageSubscription } from '../use-manage-subscription';

export interface SubscriptionMenuItemsProps {
  subscription: { id: string; subscriptionType: string };
  /** Where Details goes, relative to the list. */
  detailsPath: string;
  /** Staff may act in the subscription (Manage / Stop managing, docs/product/tenancy.md#managing-a-customer). */
  canManage: boolean;
  /** Whether this is the subscription being managed now. */
  managing: boolean;
}

/** The list item's More-menu entries above Delete: Details, and Manage or Stop managing. */
export function SubscriptionMenuItems({ subscription, detailsPath, canManage, managing }: SubscriptionMenuItemsProps) {
  const { t } = useTranslation('subscriptions');
  const manageSubscription = useManageSubscription();
  return (
    <>
      <Menu.Item component={Link} to={detailsPath} leftSection={<IconListDetails size={14} aria-hidden />}>
        {t('list.details')}
      </Menu.Item>
      {canManage &&
        (managing ? (
          <Menu.Item onClick={() => stopEmulating()} leftSection={<IconEyeOff size={14} aria-hidden />}>
            {t('list.stopManaging')}
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => manageSubscription(subscription)} leftSection={<IconEye size={14} aria-hidden />}>
            {t('list.manage')}
          </Menu.Item>
        ))}
    </>
  );
}
