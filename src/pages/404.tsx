import React from 'react';
import ExceptionResult from '@/components/ExceptionResult';

const NotFoundPage: React.FC = () => <ExceptionResult status="404" />;

export default NotFoundPage;
