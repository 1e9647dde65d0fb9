// Bundled by bench/ui.ts into a page that renders the Table with 10,000 rows and scrolls it.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ParleyThemeProvider, Table, type TableColumn } from '../../packages/ui/src/index.ts';

interface Row {
  id: string;
  name: string;
  phone: string;
  status: string;
  count: number;
}

const getRowId = (row: { id: string }) => row.id;
const selectedIds: string[] = [];

const rows: Row[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `r${index}`,
  name: `Customer ${index + 1}`,
  phone: `+91 98${String(index).padStart(8, '0')}`,
  status: index % 3 ? 'Delivered' : 'Read',
  count: index % 97,
}));

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, width: '2fr' },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'count', header: 'Messages', cell: (row) => row.count, align: 'end', width: '100px' },
];

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function run() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <ParleyThemeProvider>
        <Table
          label="Customers"
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          height={600}
          selectable
          selectedIds={selectedIds}
        />
      </ParleyThemeProvider>,
    ),
  );
  await frame();
  const renderMs = performance.now() - start;
  const body = document.querySelector<HTMLElement>('[data-virtual="true"]');
  if (!body) throw new Error('table body not virtualised');
  // Frame time of the page doing nothing, to read the scroll figures against.
  const idle: number[] = [];
  for (let index = 0; index < 30; index += 1) {
    const before = performance.now();
    await frame();
    idle.push(performance.now() - before);
  }
  idle.sort((a, b) => a - b);
  const steps = 200;
  const frames: number[] = [];
  const scrollStart = performance.now();
  for (let step = 1; step <= steps; step += 1) {
    const before = performance.now();
    body.scrollTop = (body.scrollHeight - body.clientHeight) * (step / steps);
    body.dispatchEvent(new Event('scroll'));
    await frame();
    frames.push(performance.now() - before);
  }
  const scrollMs = performance.now() - scrollStart;
  frames.sort((a, b) => a - b);
  const lastVisible = document.body.textContent?.includes('Customer 10000') ?? false;
  const domRows = document.querySelectorAll('[role="row"]').length;
  (window as unknown as { benchResult: unknown }).benchResult = {
    renderMs,
    scrollMs,
    steps,
    idleFrameMs: idle[15],
    p50FrameMs: frames[Math.floor(steps * 0.5)],
    p95FrameMs: frames[Math.floor(steps * 0.95)],
    lastVisible,
    domRows,
  };
}

void run();
