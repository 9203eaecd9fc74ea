import { Outlet } from 'react-router';
import { Header } from '~/web/components/layout/header';
import { Footer } from '~/web/components/layout/footer';

export default function MainLayout() {
  return (
    <>
      <Header />
      <div className="page">
        <Outlet />
      </div>
      <Footer />
    </>
  );
}
