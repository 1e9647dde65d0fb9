import { useMemo, useState } from 'react';
import { format, subDays } from 'date-fns';
import { DASHBOARD_GRAPH_SIZE, DASHBOARD_PERIODS, type DashboardRow } from '@parley/api-client/contract';
import { useChatDashboard } from '@parley/api-client/hooks';
import { FigureCards, Select, Spinner } from '@parley/ui';
import { BarChart, LineChart } from '@parley/ui/charts';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';

export interface ChatAnalyticsScreenProps {
  /** "Today", for stories and tests; the real one by default. */
  today?: Date;
  /** Animate the charts (off in visual tests). */
  animation?: boolean;
}

/** A period's request: its days back from today (platform-shell §9), hourly for one day, in the viewer's time. */
function periodQuery(label: string, today: Date) {
  const period = DASHBOARD_PERIODS.find((p) => p.label === label) ?? DASHBOARD_PERIODS[0]!;
  return {
    fromDate: format(subDays(today, period.days), 'yyyy-MM-dd'),
    toDate: format(today, 'yyyy-MM-dd'),
    timeType: period.hourly ? ('hour' as const) : ('day' as const),
    clientOffset: -today.getTimezoneOffset(),
  };
}

/** A bar's label: "1 Mar" for a day, "09:00" for an hour. */
const bucketLabel = (date: string) =>
  date.length > 10 ? `${date.slice(11, 13)}:00` : format(new Date(`${date}T00:00:00`), 'd MMM');

function totals(rows: readonly DashboardRow[]) {
  const sum = (pick: (row: DashboardRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const attended = sum((r) => r.noOfAttendedChats);
  // The period's average is weighted by each bucket's pickups.
  const interval = attended ? Math.round(sum((r) => r.avgPickedUpInterval * r.noOfAttendedChats) / attended) : 0;
  return { chats: sum((r) => r.chatCount), attended, missed: sum((r) => r.noOfMissedChats), interval };
}

const seconds = (value: number) => (value >= 60 ? `${Math.floor(value / 60)} min ${value % 60} s` : `${value} s`);

/**
 * Chat analytics (/chat/analytics, platform-shell §2.2; CHAT.VIEW_ANALYTICS): for a period (1 Month, 15 Days,
 * 7 Days, 1 Day by the hour), the chats that began, attended and missed per day or hour, and how long customers
 * waited for an agent to pick up.
 */
export function ChatAnalyticsScreen({ today, animation = true }: ChatAnalyticsScreenProps) {
  const [period, setPeriod] = useState<string>(DASHBOARD_PERIODS[0]!.label);
  const now = useMemo(() => today ?? new Date(), [today]);
  const dashboard = useChatDashboard(periodQuery(period, now));
  const rows = dashboard.data ?? [];
  const sums = totals(rows);
  const categories = rows.map((r) => bucketLabel(r.date));
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Chat Analytics</h1>
        <Select
          label="Period"
          options={DASHBOARD_PERIODS.map((p) => ({ value: p.label, label: p.label }))}
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
        />
      </AdminPageHeader>
      <LoadError query={dashboard} />
      {dashboard.isPending ? <Spinner label="Loading the figures" /> : null}
      {dashboard.data ? (
        <>
          <FigureCards
            label="The period in figures"
            figures={[
              { label: 'Chats', value: sums.chats },
              { label: 'Attended', value: sums.attended },
              { label: 'Missed', value: sums.missed },
              { label: 'Average pickup', value: seconds(sums.interval) },
            ]}
          />
          <BarChart
            label={`Attended and missed chats, ${period}`}
            categories={categories}
            series={[
              { name: 'Attended', values: rows.map((r) => r.noOfAttendedChats) },
              { name: 'Missed', values: rows.map((r) => r.noOfMissedChats) },
            ]}
            height={DASHBOARD_GRAPH_SIZE.height}
            animation={animation}
          />
          <LineChart
            label={`Average pickup interval in seconds, ${period}`}
            categories={categories}
            series={[{ name: 'Average pickup (s)', values: rows.map((r) => r.avgPickedUpInterval) }]}
            height={DASHBOARD_GRAPH_SIZE.height}
            animation={animation}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
