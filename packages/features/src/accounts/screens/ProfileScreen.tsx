import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MIN_PASSWORD_LENGTH, Messages, type UserProfile } from '@parley/api-client';
import { useChangePassword, useUpdateAudioSettings, useUpdateProfile } from '@parley/api-client/hooks';
import { Button, Card, PasswordField, Select, Switch, TextField, useToast, theme } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { ApiKeysCard } from '../components/ApiKeysCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';
import { errorText } from '../components/errorText.ts';
import { CHAT_SOUNDS, previewSound } from '../../chat/alerts/chatSounds.ts';
import {
  StyledCardActions,
  StyledCardError,
  StyledCardForm,
  StyledCardHeading,
} from '../components/profileCard.styles.ts';

/**
 * My profile (platform-shell §3, §7.1): name, sound alerts, password, two-factor with TOTP enrolment by QR code,
 * and, for those who may edit the enterprise, API keys.
 */
export function ProfileScreen() {
  const { profile, permissions } = useSession();
  return (
    <StyledPage>
      <StyledTitle>My Profile</StyledTitle>
      {profile ? (
        <>
          <DetailsCard
            key={profile.uId}
            name={profile.name}
            emailId={profile.emailId}
            enterpriseName={profile.enterpriseName}
          />
          <AudioCard key={`audio-${profile.uId}`} settings={profile.audioSettings} />
          <ChatNotificationsCard
            key={`notify-${profile.uId}`}
            name={profile.name}
            enabled={profile.enableChatNotification}
          />
          <PasswordCard />
          <TwoFactorCard />
          {permissions.includes('ENTERPRISE.EDIT') ? <ApiKeysCard /> : null}
        </>
      ) : null}
    </StyledPage>
  );
}

function DetailsCard({
  name: initial,
  emailId,
  enterpriseName,
}: {
  name: string;
  emailId: string;
  enterpriseName: string;
}) {
  const toast = useToast();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) return setError(Messages.fieldMandatory);
    save.mutate(
      { body: { name: name.trim() } },
      {
        onSuccess: (result) => toast.success(result.message || 'Profile updated'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <Card>
      <StyledCardForm onSubmit={submit} aria-labelledby="details-heading" noValidate>
        <StyledCardHeading id="details-heading">Details</StyledCardHeading>
        <TextField label="Email" value={emailId} readOnly />
        <TextField label="Enterprise" value={enterpriseName} readOnly />
        <TextField label="Name" value={name} error={error} onChange={(event) => setName(event.target.value)} />
        <StyledCardActions>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </StyledCardActions>
      </StyledCardForm>
    </Card>
  );
}

type AudioSettings = UserProfile['audioSettings'];
type AudioSound = AudioSettings['sounds'][number];

export { CHAT_SOUNDS, previewSound, toAudioVolume } from '../../chat/alerts/chatSounds.ts';

const ALERT_TYPES: { type: AudioSound['type']; label: string }[] = [
  { type: 'new_chat', label: 'New chat' },
  { type: 'new_message', label: 'New message' },
];

const defaultSound = (type: AudioSound['type']): AudioSound => ({ type, sound: 'chime', repeat: 1, volume: 50 });

type Permission = NotificationPermission | 'unsupported';
const browserPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Browser notifications of chats (platform-shell §3 enableChatNotification, §4.3): turning them on asks the
 * browser's permission (it must be asked from a click), then saves the choice with the profile.
 */
function ChatNotificationsCard({ name, enabled: initial }: { name: string; enabled: boolean }) {
  const toast = useToast();
  const [enabled, setEnabled] = useState(initial);
  const [permission, setPermission] = useState<Permission>(browserPermission);
  const save = useUpdateProfile();
  const change = async (next: boolean) => {
    if (next && permission === 'default') setPermission(await Notification.requestPermission());
    save.mutate(
      { body: { name, enableChatNotification: next } },
      {
        onSuccess: () => {
          setEnabled(next);
          toast.success(next ? 'Chat notifications on' : 'Chat notifications off');
        },
        onError: (failure) => toast.error(errorText(failure)),
      },
    );
  };
  return (
    <Card>
      <StyledCardForm onSubmit={(event) => event.preventDefault()} aria-labelledby="notify-heading" noValidate>
        <StyledCardHeading id="notify-heading">Chat notifications</StyledCardHeading>
        <Switch
          label="Show a browser notification for new chats and messages"
          checked={enabled}
          onChange={(next) => void change(next)}
        />
        <p>Shown when this tab is in the background or another screen is open.</p>
        {permission === 'denied' || permission === 'unsupported' ? (
          <StyledCardError role="status">
            {permission === 'denied'
              ? 'Your browser blocks notifications from this site: allow them in its site settings.'
              : 'This browser cannot show notifications.'}
          </StyledCardError>
        ) : null}
      </StyledCardForm>
    </Card>
  );
}

function AudioCard({ settings }: { settings: AudioSettings }) {
  const toast = useToast();
  const [enable, setEnable] = useState(settings.enable);
  const [sounds, setSounds] = useState<AudioSound[]>(() =>
    ALERT_TYPES.map(({ type }) => settings.sounds.find((sound) => sound.type === type) ?? defaultSound(type)),
  );
  const [error, setError] = useState<string>();
  const save = useUpdateAudioSettings();
  const update = (type: AudioSound['type'], change: Partial<AudioSound>) =>
    setSounds((current) => current.map((sound) => (sound.type === type ? { ...sound, ...change } : sound)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (sounds.some((sound) => !Number.isInteger(sound.repeat) || sound.repeat < 0 || sound.repeat > 10)) {
      return setError('Repeat must be a whole number from 0 to 10');
    }
    save.mutate(
      { body: { audioSettings: { enable, sounds } } },
      {
        onSuccess: (result) => toast.success(result.message || 'Audio settings saved'),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <Card>
      <StyledCardForm onSubmit={submit} aria-labelledby="audio-heading" noValidate>
        <StyledCardHeading id="audio-heading">Sound alerts</StyledCardHeading>
        {error ? <StyledCardError role="alert">{error}</StyledCardError> : null}
        <Switch label="Play sound alerts" checked={enable} onChange={setEnable} />
        {ALERT_TYPES.map(({ type, label }) => {
          const sound = sounds.find((s) => s.type === type)!;
          return (
            <StyledSoundRow key={type} role="group" aria-label={label}>
              <Select
                label={`${label} sound`}
                options={[...CHAT_SOUNDS]}
                value={sound.sound}
                disabled={!enable}
                onChange={(event) => update(type, { sound: event.target.value })}
              />
              <TextField
                label={`${label} repeat`}
                type="number"
                min={0}
                max={10}
                value={String(sound.repeat)}
                disabled={!enable}
                onChange={(event) => update(type, { repeat: Number(event.target.value) })}
              />
              <StyledVolume>
                <label htmlFor={`volume-${type}`}>{`${label} volume`}</label>
                <input
                  id={`volume-${type}`}
                  type="range"
                  min={0}
                  max={100}
                  step={5}
                  value={sound.volume}
                  disabled={!enable}
                  aria-valuetext={`${sound.volume}%`}
                  onChange={(event) => update(type, { volume: Number(event.target.value) })}
                />
                <output htmlFor={`volume-${type}`}>{sound.volume}%</output>
              </StyledVolume>
              <Button type="button" variant="secondary" disabled={!enable} onClick={() => previewSound(sound)}>
                {`Play ${label.toLowerCase()} sound`}
              </Button>
            </StyledSoundRow>
          );
        })}
        <StyledCardActions>
          <Button type="submit" loading={save.isPending}>
            Save Sound Alerts
          </Button>
        </StyledCardActions>
      </StyledCardForm>
    </Card>
  );
}

function PasswordCard() {
  const toast = useToast();
  const [values, setValues] = useState({ oldPassword: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string>();
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!values.oldPassword || !values.password || !values.confirmPassword) return setError(Messages.fieldMandatory);
    if (values.password.length < MIN_PASSWORD_LENGTH) return setError(Messages.passwordTooShort);
    if (values.password !== values.confirmPassword) return setError(Messages.passwordsDoNotMatch);
    change.mutate(
      { body: values },
      {
        onSuccess: (result) => {
          toast.success(result.message || 'Password changed');
          setValues({ oldPassword: '', password: '', confirmPassword: '' });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  return (
    <Card>
      <StyledCardForm onSubmit={submit} aria-labelledby="password-heading" noValidate>
        <StyledCardHeading id="password-heading">Change password</StyledCardHeading>
        {error ? <StyledCardError role="alert">{error}</StyledCardError> : null}
        <PasswordField label="Current password" autoComplete="current-password" {...field('oldPassword')} />
        <PasswordField label="New password" autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
        <StyledCardActions>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </StyledCardActions>
      </StyledCardForm>
    </Card>
  );
}

const StyledPage = styled.div`
  display: grid;
  /* Cards never wider than the page: a wide one (the API keys table) scrolls inside itself. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  max-width: 720px;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.sizeXl};
`;

const StyledSoundRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.space[3]};
  align-items: end;
`;

const StyledVolume = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.font.sizeSm};
  label {
    font-weight: ${theme.font.weightMedium};
  }
  output {
    color: ${theme.colors.textMuted};
  }
`;
