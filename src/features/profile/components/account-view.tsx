import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Spinner } from '../../../core/ui/spinner';
import type { UserResponse } from '../../../domain/account/user.schema';
import { formatDateOfBirth } from '../model/format-dob';
import { profileStyles } from './profile-styles';

/** Account (1): first and last name, date of birth as DD-MMM-YYYY and gender, read-only. */
export function AccountView({ uId }: { uId: number }) {
  const { t } = useTranslation('profile');
  const { details } = useSheet(profileStyles);
  const client = useHttpClient();
  const user = useQuery({
    queryKey: ['profile', 'user', uId],
    queryFn: async () => (await client.request<UserResponse>('/user', { query: { u_id: uId } })).body.user,
  });
  if (user.isError) return <Alert tone="error">{t('messages.loadFailed')}</Alert>;
  if (!user.data) return <Spinner label={t('loading')} />;
  const none = t('account.notGiven');
  return (
    <dl className={details} part="account">
      <dt>{t('account.firstName')}</dt>
      <dd>{user.data.fname || none}</dd>
      <dt>{t('account.lastName')}</dt>
      <dd>{user.data.lname || none}</dd>
      <dt>{t('account.dob')}</dt>
      <dd>{formatDateOfBirth(user.data.dob) ?? none}</dd>
      <dt>{t('account.gender')}</dt>
      <dd>{user.data.gender || none}</dd>
    </dl>
  );
}
