import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

const NotFoundPage: React.FC = () => {
  useDocumentTitle('app.notFound.title');
  return <ExceptionResult status="404" />;
};

export default NotFoundPage;
