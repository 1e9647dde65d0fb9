import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MIN_PASSWORD_LENGTH, Messages, type UserProfile } from '@parley/api-client';
import { useChangePassword, useUpdateAudioSettings, useUpdateProfile } from '@parley/api-client/hooks';
import { Button, Card, PasswordField, Select, Switch, TextField, useToast, theme } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { ApiKeysCard } from '../components/ApiKeysCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';
import { errorText } from '../components/errorText.ts';
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

/** The five chat notification sounds (platform-shell §9). */
export const CHAT_SOUNDS = [
  { value: 'chime', label: 'Chime' },
  { value: 'bell', label: 'Bell' },
  { value: 'pop', label: 'Pop' },
  { value: 'ding', label: 'Ding' },
  { value: 'alert', label: 'Alert' },
] as const;

const ALERT_TYPES: { type: AudioSound['type']; label: string }[] = [
  { type: 'new_chat', label: 'New chat' },
  { type: 'new_message', label: 'New message' },
];

/** Volume is stored as a percent; an audio element takes it scaled by 0.01 (platform-shell §9). */
export const toAudioVolume = (percent: number) => Math.min(100, Math.max(0, percent)) * 0.01;

const defaultSound = (type: AudioSound['type']): AudioSound => ({ type, sound: 'chime', repeat: 1, volume: 50 });

const TONES: Record<string, number> = { chime: 880, bell: 660, pop: 440, ding: 990, alert: 520 };

/** Plays an alert as the chat layer will: its tone, `repeat` more times, at the stored volume scaled by 0.01. */
export function previewSound(sound: AudioSound): number | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  const context = new Context();
  const gain = context.createGain();
  gain.gain.value = toAudioVolume(sound.volume);
  gain.connect(context.destination);
  for (let i = 0; i <= sound.repeat; i++) {
    const tone = context.createOscillator();
    tone.frequency.value = TONES[sound.sound] ?? 880;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.4);
    tone.stop(context.currentTime + i * 0.4 + 0.2);
  }
  setTimeout(() => void context.close(), (sound.repeat + 1) * 400 + 100);
  return gain.gain.value;
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
