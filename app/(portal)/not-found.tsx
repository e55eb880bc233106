import type { Metadata } from "next";
import { NotFoundView } from "@/components/portal/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

// notFound() inside the portal (an unknown life-simulation mode or operation): inside the portal's frame.
export default function PortalNotFound() {
  return <NotFoundView />;
}
