import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ParleyTools } from './ParleyTools.tsx';

/** The host's own pages, next to the Parley modules it mounts under /tools. */
function HostHome() {
  return (
    <main>
      <h1>Acme Portal</h1>
      <p>Our own page: the Parley tools live under /tools.</p>
    </main>
  );
}

function HostApp() {
  return (
    <>
      <nav className="host-nav" aria-label="Host">
        <Link to="/">Home</Link>
        <Link to="/tools/customer-master/customers">Customers</Link>
        <Link to="/tools/bots">Agents</Link>
      </nav>
      <Routes>
        <Route path="/" element={<HostHome />} />
        <Route path="/tools/*" element={<ParleyTools />} />
        <Route path="*" element={<h1>Host page not found</h1>} />
      </Routes>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <HostApp />
    </BrowserRouter>
  </StrictMode>,
);
