import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@familyhub/ui';
import { BrandLink } from '../../layout/public-frame';

export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <BrandLink />
      <main className="w-full max-w-md">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-4 text-center text-sm text-muted-foreground">{footer}</div>
      </main>
    </div>
  );
}
