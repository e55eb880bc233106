import type { Metadata } from "next";
import PortalLayout from "./(portal)/layout";
import { NotFoundView } from "@/components/portal/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

// Any address no route matches: the same 404 in the portal's header and footer, so the visitor can navigate on.
export default function NotFound() {
  return (
    <PortalLayout>
      <NotFoundView />
    </PortalLayout>
  );
}
